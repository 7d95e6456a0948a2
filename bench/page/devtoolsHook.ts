// Counts the components React renders, the way React DevTools' Profiler does: through the DevTools hook,
// which React calls on every commit, production builds included. Imported before React so React finds it.
// A component rendered in a commit if its fiber did work (the PerformedWork flag) and is a new object:
// React swaps a fiber for its alternate when it processes it, and leaves untouched subtrees as they were.

const PERFORMED_WORK = 1;
const COMPONENT_TAGS = new Set([0, 1, 11, 15]); // function, class, forwardRef, simple memo

interface Fiber {
  tag: number;
  type: { displayName?: string; name?: string } | null;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
}

export const renderCount = { total: 0, byName: {} as Record<string, number> };

let previous = new Set<Fiber>();

function countRendered(root: Fiber) {
  const seen = new Set<Fiber>();
  const stack: Fiber[] = [root];
  while (stack.length > 0) {
    const fiber = stack.pop()!;
    seen.add(fiber);
    if (COMPONENT_TAGS.has(fiber.tag) && fiber.flags & PERFORMED_WORK && !previous.has(fiber)) {
      const name = fiber.type?.displayName ?? fiber.type?.name ?? "anonymous";
      renderCount.total += 1;
      renderCount.byName[name] = (renderCount.byName[name] ?? 0) + 1;
    }
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  previous = seen;
}

if (new URLSearchParams(location.search).has("count")) {
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => countRendered(root.current),
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onScheduleFiberRoot: () => {},
      setStrictMode: () => {},
      checkDCE: () => {},
    },
  });
}
