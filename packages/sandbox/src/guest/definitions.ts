// Guest side: every definition made with defineComponent, so the runner finds the component among
// a module's exports without guessing from shapes.

export const definitions = new WeakSet<object>();
