import { and, asc, count, eq, gte, isNull, lt, lte, sum } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { OwnerEmailConfig } from "#server/config.ts";
import type { AppDb } from "#server/db/client.ts";
import {
  coachingPayments,
  contactMessages,
  donations,
  newsletterSubscribers,
  ownerNotifications,
} from "#server/db/schema.ts";
import {
  coachingNotice,
  contactNotice,
  donationNotice,
  summaryNotice,
  type OwnerNotice,
} from "./owner-notices.ts";

/** What sends one e-mail: nodemailer's SMTP transport in the site, anything with sendMail in a test. */
export type MailTransport = {
  sendMail(mail: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
};

type Settings = Extract<OwnerEmailConfig, { kind: "smtp" }>;
type Log = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

/** An e-mail that failed this many times is given up (and logged as an error); the record stays. */
export const MAX_ATTEMPTS = 10;
/** The first retry after a minute, then doubling, at most every six hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** (attempts - 1), 6 * 60 * 60_000);
}
/** Events older than this when the site looks are not e-mailed (a site that was down for days). */
const LOOK_BACK_MS = 2 * 24 * 60 * 60_000;
/** The row whose time says from when events are e-mailed: the first start with e-mail on. */
const START_KEY = "start";
/** The daily summary goes out after this hour (the server's time zone) for the day before. */
const SUMMARY_HOUR = 7;

export type OwnerMailOptions = {
  db: AppDb;
  settings: Settings;
  log: Log;
  publicBaseUrl: string;
  transport?: MailTransport;
  now?: () => Date;
};

/**
 * E-mails to the owner about new business. Every few seconds it looks at the records themselves
 * (payments that succeeded, donations, contact and sponsor messages, and once a day the summary)
 * and writes an e-mail for each new one into `owner_notifications`, keyed by the event, so nothing
 * is e-mailed twice, whichever instance saw it first; then it sends what is due. A failure is
 * retried later with growing delays and logged; the record it is about is never touched, and no
 * visitor's request waits for any of it.
 */
export class OwnerMail {
  private readonly transport: MailTransport;
  private readonly now: () => Date;
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly options: OwnerMailOptions) {
    const { settings } = options;
    this.transport =
      options.transport ??
      nodemailer.createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.port === 465,
        ...(settings.auth ? { auth: { user: settings.auth.user, pass: settings.auth.password } } : {}),
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      });
    this.now = options.now ?? (() => new Date());
  }

  start(everyMs = 10_000): void {
    void this.run();
    this.timer = setInterval(() => void this.run(), everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One round: note new events, then send what is due. Rounds never overlap. */
  run(): Promise<void> {
    this.running ??= this.round()
      .catch((error: unknown) => this.options.log.warn({ err: error }, "owner e-mails: a round failed"))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async round(): Promise<void> {
    await this.noteNewEvents();
    await this.sendDue();
  }

  private async noteNewEvents(): Promise<void> {
    const { db, publicBaseUrl, settings } = this.options;
    const now = this.now();
    await db
      .insert(ownerNotifications)
      .values({ key: START_KEY, subject: "", body: "", createdAt: now, sentAt: now })
      .onConflictDoNothing();
    const [start] = await db
      .select({ at: ownerNotifications.createdAt })
      .from(ownerNotifications)
      .where(eq(ownerNotifications.key, START_KEY));
    const since = new Date(Math.max(start!.at.getTime(), now.getTime() - LOOK_BACK_MS));

    const notices: OwnerNotice[] = [];
    const paid = await db
      .select()
      .from(coachingPayments)
      .where(and(eq(coachingPayments.status, "succeeded"), gte(coachingPayments.updatedAt, since)));
    notices.push(...paid.map((payment) => coachingNotice(payment, publicBaseUrl)));
    const given = await db
      .select()
      .from(donations)
      .where(and(eq(donations.status, "succeeded"), gte(donations.updatedAt, since)));
    notices.push(...given.map((donation) => donationNotice(donation, publicBaseUrl)));
    const messages = await db.select().from(contactMessages).where(gte(contactMessages.createdAt, since));
    notices.push(...messages.map((message) => contactNotice(message, publicBaseUrl)));
    if (settings.dailySummary && now.getHours() >= SUMMARY_HOUR)
      notices.push(await this.summaryOfYesterday(now));

    if (notices.length > 0) {
      await db
        .insert(ownerNotifications)
        .values(notices.map((notice) => ({ ...notice, createdAt: now, nextAttemptAt: now })))
        .onConflictDoNothing();
    }
  }

  private async summaryOfYesterday(now: Date): Promise<OwnerNotice> {
    const { db, publicBaseUrl } = this.options;
    const end = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    const start = new Date(end.getFullYear(), end.getMonth(), end.getDate() - 1);
    const day = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, "0")}-${String(start.getDate()).padStart(2, "0")}`;
    const within = (column: AnyPgColumn) => and(gte(column, start), lt(column, end));
    const [coaching] = await db
      .select({ count: count(), cents: sum(coachingPayments.amount) })
      .from(coachingPayments)
      .where(and(eq(coachingPayments.status, "succeeded"), within(coachingPayments.updatedAt)));
    const [given] = await db
      .select({ count: count(), cents: sum(donations.amount) })
      .from(donations)
      .where(and(eq(donations.status, "succeeded"), within(donations.updatedAt)));
    const [messages] = await db
      .select({ count: count() })
      .from(contactMessages)
      .where(within(contactMessages.createdAt));
    const [subscribers] = await db
      .select({ count: count() })
      .from(newsletterSubscribers)
      .where(within(newsletterSubscribers.createdAt));
    return summaryNotice(
      {
        day,
        coaching: { count: coaching!.count, cents: Number(coaching!.cents ?? 0) },
        donations: { count: given!.count, cents: Number(given!.cents ?? 0) },
        messages: messages!.count,
        subscribers: subscribers!.count,
      },
      publicBaseUrl,
    );
  }

  /** Sends the e-mails that are due, each claimed first so two instances never send the same one. */
  private async sendDue(): Promise<void> {
    const { db, settings, log } = this.options;
    const now = this.now();
    const due = await db
      .select()
      .from(ownerNotifications)
      .where(
        and(
          isNull(ownerNotifications.sentAt),
          lt(ownerNotifications.attempts, MAX_ATTEMPTS),
          lte(ownerNotifications.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(ownerNotifications.id))
      .limit(20);
    for (const notice of due) {
      const claimed = await db
        .update(ownerNotifications)
        .set({ nextAttemptAt: new Date(now.getTime() + 5 * 60_000) })
        .where(
          and(
            eq(ownerNotifications.id, notice.id),
            eq(ownerNotifications.nextAttemptAt, notice.nextAttemptAt),
          ),
        )
        .returning({ id: ownerNotifications.id });
      if (claimed.length === 0) continue;
      try {
        await this.transport.sendMail({
          from: settings.from,
          to: settings.to,
          subject: notice.subject,
          text: notice.body,
        });
        await db
          .update(ownerNotifications)
          .set({ sentAt: this.now() })
          .where(eq(ownerNotifications.id, notice.id));
        log.info({ notification: notice.key }, "owner e-mailed");
      } catch (error) {
        const attempts = notice.attempts + 1;
        const reason = error instanceof Error ? error.message.slice(0, 500) : "unknown error";
        await db
          .update(ownerNotifications)
          .set({
            attempts,
            lastError: reason,
            nextAttemptAt: new Date(this.now().getTime() + retryDelayMs(attempts)),
          })
          .where(eq(ownerNotifications.id, notice.id));
        const logged = { notification: notice.key, attempts, reason };
        if (attempts >= MAX_ATTEMPTS) log.error(logged, "owner e-mail given up after repeated failures");
        else log.warn(logged, "owner e-mail failed; it will be tried again");
      }
    }
  }
}
