import { options, type VNode } from "preact";

/**
 * Preact runs the site's React code (decision 013). These settings make it render what React would
 * render, and behave as React behaves where the site relies on it. Each is set once per process or
 * page, before the first render; the dev server may load an entry again, hence the mark.
 */
const inPlace = Symbol.for("thriving-path-preact-options");

/** Props React reads and never writes to the page; Preact would write them out as attributes. */
const REACT_ONLY_PROPS = ["suppressHydrationWarning"];

/** Script types a browser runs; any other (JSON-LD) is data. */
const RUNNABLE_SCRIPT = /^(|module|(text|application)\/(java|ecma)script)$/i;

function setOnce(name: string, set: () => void) {
  const marked = options as typeof options & { [inPlace]?: Set<string> };
  const done = (marked[inPlace] ??= new Set());
  if (done.has(name)) return;
  done.add(name);
  set();
}

function beforeEachElement(adjust: (type: string, props: Record<string, unknown>) => void) {
  const next = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (typeof vnode.type === "string") adjust(vnode.type, vnode.props as Record<string, unknown>);
    next?.(vnode);
  };
}

/** On the server and in the browser: React-only props stay out of the page's HTML. */
export function renderAsReact() {
  setOnce("react-only-props", () =>
    beforeEachElement((_type, props) => {
      for (const name of REACT_ONLY_PROPS) delete props[name];
    }),
  );
}

/** In the browser, before hydrating: the React behaviour the site relies on. */
export function behaveAsReactInTheBrowser() {
  renderAsReact();

  // An inline script runs once, from the server's HTML. React never runs a script it renders in the
  // browser; Preact would, each time one is mounted anew (a page rebuilt by an error boundary).
  setOnce("inert-scripts", () =>
    beforeEachElement((type, props) => {
      if (type === "script" && RUNNABLE_SCRIPT.test(String(props.type ?? ""))) props.type = "text/plain";
    }),
  );

  // A node hydration had to create because the server's HTML lacked it is reported, as React
  // reports a hydration mismatch, and the browser tests fail on it. `__m` is Preact's hook for it
  // (`options._hydrationMismatch`, under the name Preact's published build gives it), the one its
  // debug build uses.
  setOnce("hydration-mismatch", () => {
    (options as { __m?: (vnode: VNode) => void }).__m = (vnode) => {
      const node = typeof vnode.type === "string" ? `<${vnode.type}>` : "text";
      console.error(`Hydration mismatch: the server's HTML had no ${node} where the page renders one`);
    };
  });

  // Effects run in a task of their own right after the render that asked for them, as React runs
  // them, rather than after the next animation frame: a page whose frames and timers are held (a
  // tab in the background, a test's paused clock) still gets its effects, and a reload straight
  // after an action finds what its effects stored.
  setOnce("effect-timing", () => {
    options.requestAnimationFrame = (callback) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        callback();
      };
      channel.port2.postMessage(null);
    };
  });
}
