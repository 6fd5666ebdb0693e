import * as Tabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";

/**
 * A page's tab list that works before the page's script has run (no JavaScript, or a slow phone):
 * its tabs are the submit buttons of a GET form to `action`, `?tab=…`, which the server renders
 * open on that tab. With the script, Radix switches tabs in place and the form is never sent.
 */
export function TabListForm({ action, children }: { action: string; children: ReactNode }) {
  return (
    <form method="get" action={action} onSubmit={(event) => event.preventDefault()}>
      {children}
    </form>
  );
}

type TabSubmitTriggerProps = { value: string; className: string; children: ReactNode };

/** A Radix tab that is also its `TabListForm`'s submit button for `?tab=value`. */
export function TabSubmitTrigger({ value, className, children }: TabSubmitTriggerProps) {
  return (
    <Tabs.Trigger value={value} asChild>
      <button type="submit" name="tab" value={value} className={className}>
        {children}
      </button>
    </Tabs.Trigger>
  );
}
