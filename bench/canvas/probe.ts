// What both pages report to the benchmark: when the graph is on screen and interactive, and the
// frame times while the benchmark drags a node.
declare global {
  interface Window {
    benchProbe: { readyAt: number | null; frames: number[]; recording: boolean };
  }
}

window.benchProbe = { readyAt: null, frames: [], recording: false };

/**
 * Interactive: every node whose top-left corner is inside the window (both pages open at zoom 1
 * on the origin) is in the DOM and measured — xyflow hides a node until it knows its size — and
 * one more frame has been drawn.
 */
export function reportReadyWhen(nodes: ReadonlyArray<{ id: string; position: { x: number; y: number } }>): void {
  const inView = nodes.filter((node) => node.position.x < window.innerWidth && node.position.y < window.innerHeight).map((node) => node.id);
  const shown = (id: string) => {
    const element = document.querySelector<HTMLElement>(`.react-flow__node[data-id="${id}"]`);
    return element !== null && element.style.visibility !== 'hidden';
  };
  const check = () => {
    if (inView.every(shown)) {
      requestAnimationFrame(() => {
        window.benchProbe.readyAt = performance.now();
      });
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  let last = performance.now();
  const frame = (now: number) => {
    if (window.benchProbe.recording) window.benchProbe.frames.push(now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
