import * as Tabs from "@radix-ui/react-tabs";
import { QueryClientProvider } from "@tanstack/react-query";
import {
  BarChart3,
  BellOff,
  DatabaseBackup,
  FlaskConical,
  GraduationCap,
  LifeBuoy,
  LogOut,
  MailX,
  Mic,
  Newspaper,
  Users,
  type IconComponent,
} from "#app/components/ui/icons.tsx";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import type { DashboardBackup } from "#shared/admin/dashboard-backup.ts";
import { dashboardCopy, setupCopy } from "#app/content/admin.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { ApiRequestError, apiRequest, isSessionEnded } from "#app/lib/api-request.ts";
import { BACKUP_URL, downloadBackup } from "./backup-download.ts";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { createAdminQueryClient } from "./admin-query-client.ts";
import { AudienceTab } from "./audience-tab.tsx";
import { BlogTab } from "./blog-tab.tsx";
import { CoachingTab } from "./coaching-tab.tsx";
import { DashboardFrame, DashboardLoading } from "./dashboard-frame.tsx";
import { EpisodesTab } from "./episodes-tab.tsx";
import { LoadProblem } from "./load-problem.tsx";
import { SetupNotice } from "./setup-notice.tsx";
import { OverviewTab } from "./overview-tab.tsx";
import { SupportTab } from "./support-tab.tsx";
import { useBusinessData } from "./use-business-data.ts";

type BusinessDashboardProps = {
  /** Back to the login screen: after Logout, or when the session turns out to have ended. */
  onLoggedOut: (reason: "logout" | "session-ended") => void;
  /** Move focus to the title (right after logging in). */
  focusOnMount?: boolean;
  /** What the site's backup download holds (null before the owner's session is known). */
  backup: DashboardBackup | null;
  /** Payments go through the built-in sandbox: say so above the figures. */
  testPayments: boolean;
  /** No e-mail service (Kit) is connected: sign-ups are kept, nobody is e-mailed. Say so. */
  signupsNotEmailed: boolean;
  /** No SMTP settings: the owner hears of new business only here. Say so. */
  ownerNotEmailed: boolean;
};

/** SPEC §2 Admin: the Business Dashboard. Loaded on its own, only once the owner is logged in. */
export default function BusinessDashboard(props: BusinessDashboardProps) {
  // One data cache per dashboard visit: a logout drops everything it held.
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Dashboard {...props} />
    </QueryClientProvider>
  );
}

/** The note saying the backup leaves out images kept in S3, describing the download link. */
const BACKUP_SCOPE_ID = "backup-scope";

type TabId = keyof typeof dashboardCopy.tabs;

const tabs: { id: TabId; icon: IconComponent }[] = [
  { id: "overview", icon: BarChart3 },
  { id: "coaching", icon: GraduationCap },
  { id: "blog", icon: Newspaper },
  { id: "episodes", icon: Mic },
  { id: "audience", icon: Users },
  { id: "support", icon: LifeBuoy },
];

function Dashboard({
  onLoggedOut,
  focusOnMount = false,
  backup,
  testPayments,
  signupsNotEmailed,
  ownerNotEmailed,
}: BusinessDashboardProps) {
  const { data, failed, loading, errors, reload } = useBusinessData();
  const [loggingOut, setLoggingOut] = useState(false);
  const [preparingBackup, setPreparingBackup] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const sessionEnded = errors.some(({ error }) => isSessionEnded(error));
  // What part of the business runs without its outside service, said above the tabs.
  const notices = [
    testPayments && {
      id: "test-mode-heading",
      icon: FlaskConical,
      title: setupCopy.testPaymentsTitle,
      text: setupCopy.testPaymentsText,
    },
    signupsNotEmailed && {
      id: "no-email-service-heading",
      icon: MailX,
      title: setupCopy.noEmailServiceTitle,
      text: setupCopy.noEmailServiceText,
    },
    ownerNotEmailed && {
      id: "owner-not-emailed-heading",
      icon: BellOff,
      title: setupCopy.ownerNotEmailedTitle,
      text: setupCopy.ownerNotEmailedText,
    },
  ].filter((notice) => notice !== false);
  // The Episodes tab reads its own list when first opened, and reports an ended session from it.
  const endSession = useCallback(() => onLoggedOut("session-ended"), [onLoggedOut]);

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  // The session expired or was ended elsewhere: the owner has to log in again.
  useEffect(() => {
    if (sessionEnded) onLoggedOut("session-ended");
  }, [sessionEnded, onLoggedOut]);

  /** The backup is fetched, then saved: an ended session goes back to the login, any other refusal is told. */
  const saveBackup = async () => {
    if (preparingBackup) return;
    setPreparingBackup(true);
    try {
      await downloadBackup();
    } catch (error) {
      if (isSessionEnded(error)) {
        onLoggedOut("session-ended");
        return;
      }
      console.warn("The backup could not be downloaded", error);
      toast({
        variant: "destructive",
        title: dashboardCopy.backupFailed,
        description: error instanceof ApiRequestError ? error.apiMessage : dashboardCopy.backupFailedText,
      });
    } finally {
      setPreparingBackup(false);
    }
  };

  const logout = async () => {
    setLoggingOut(true);
    try {
      await apiRequest("DELETE", "/api/admin/session");
      onLoggedOut("logout");
    } catch {
      setLoggingOut(false);
      toast({ variant: "destructive", title: dashboardCopy.logoutFailed });
    }
  };

  return (
    <DashboardFrame
      headingRef={heading}
      actions={
        <div className="flex flex-col items-start gap-2 sm:items-end">
          <div className="flex flex-wrap items-center gap-3">
            {backup && (
              <>
                <a
                  href={BACKUP_URL}
                  onClick={(event) => {
                    event.preventDefault();
                    void saveBackup();
                  }}
                  aria-disabled={preparingBackup || undefined}
                  aria-describedby={backup.imagesInBucket ? BACKUP_SCOPE_ID : undefined}
                  className={`${buttonClasses({ variant: "light", size: "sm" })} aria-disabled:opacity-70`}
                >
                  <DatabaseBackup aria-hidden="true" className="size-4" />
                  {preparingBackup ? dashboardCopy.preparingBackup : dashboardCopy.downloadBackup}
                </a>
                {/* A link's new name is not read out: the wait is announced here. */}
                <span role="status" className="sr-only">
                  {preparingBackup ? dashboardCopy.preparingBackup : ""}
                </span>
              </>
            )}
            <Button variant="light" size="sm" onClick={() => void logout()} disabled={loggingOut}>
              <LogOut aria-hidden="true" className="size-4" />
              {loggingOut ? dashboardCopy.loggingOut : dashboardCopy.logout}
            </Button>
          </div>
          {backup?.imagesInBucket && (
            <p
              id={BACKUP_SCOPE_ID}
              className="max-w-sm text-sm [overflow-wrap:anywhere] text-blue-100 sm:text-right"
            >
              {dashboardCopy.backupLeavesOutBucket}
            </p>
          )}
        </div>
      }
    >
      {loading ? (
        <DashboardLoading />
      ) : (
        <>
          {errors.length > 0 && !sessionEnded && <LoadProblem errors={errors} onRetry={reload} />}
          {notices.length > 0 && (
            <div className="mb-8 space-y-4">
              {notices.map((notice) => (
                <SetupNotice key={notice.id} {...notice} />
              ))}
            </div>
          )}
          <Tabs.Root defaultValue="overview">
            <Tabs.List
              aria-label={dashboardCopy.tabsLabel}
              // Six tabs fit one row from lg up; narrower, they sit in two even rows of three.
              className="flex w-full flex-wrap justify-center gap-0.5 rounded-3xl bg-white p-1 shadow-md ring-1 ring-amber-100 sm:gap-1 sm:p-1.5 lg:w-fit lg:flex-nowrap lg:rounded-full"
            >
              {tabs.map(({ id, icon: Icon }) => (
                <Tabs.Trigger
                  key={id}
                  value={id}
                  className="flex flex-auto basis-[30%] items-center justify-center gap-2 rounded-full px-3 py-2 text-xs font-semibold whitespace-nowrap text-slate-700 transition-colors hover:text-brand-blue data-[state=active]:bg-brand-blue data-[state=active]:text-white data-[state=active]:shadow sm:py-2.5 sm:text-sm lg:basis-auto lg:px-5"
                >
                  <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                  {dashboardCopy.tabs[id]}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Panel value="overview">
              <OverviewTab data={data} failed={failed} onRetry={reload} />
            </Panel>
            <Panel value="coaching">
              <CoachingTab payments={data.payments} failed={failed} onRetry={reload} />
            </Panel>
            <Panel value="blog">
              <BlogTab posts={data.posts} failed={failed} onRetry={reload} />
            </Panel>
            <Panel value="episodes">
              <EpisodesTab onSessionEnded={endSession} />
            </Panel>
            <Panel value="audience">
              <AudienceTab subscribers={data.subscribers} failed={failed} onRetry={reload} />
            </Panel>
            <Panel value="support">
              <SupportTab
                contacts={data.contacts}
                donations={data.donations}
                failed={failed}
                onRetry={reload}
              />
            </Panel>
          </Tabs.Root>
        </>
      )}
    </DashboardFrame>
  );
}

function Panel({ value, children }: { value: TabId; children: ReactNode }) {
  return (
    <Tabs.Content value={value} className="mt-8 rounded-3xl focus-visible:outline-offset-4">
      {children}
    </Tabs.Content>
  );
}
