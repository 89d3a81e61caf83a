/**
 * Images that finished loading wait here to be shown, a few per animation frame. Drawing an image the first time
 * (an SVG is laid out and painted on the main thread; a large bitmap is uploaded) costs milliseconds each, and a
 * virtual grid's new rows bring twenty or more at once: shown all in one frame they make a long task.
 */
const PER_FRAME = 2;
const waiting: Array<() => void> = [];
let frame = 0;

function showSome() {
  frame = 0;
  for (const show of waiting.splice(0, PER_FRAME)) show();
  if (waiting.length > 0) frame = requestAnimationFrame(showSome);
}

/**
 * Runs `show` in one of the next animation frames, at most {@link PER_FRAME} of them in each; the function it returns
 * takes it out of the queue (an image scrolled away before its turn).
 */
export function revealSoon(show: () => void): () => void {
  if (typeof requestAnimationFrame === 'undefined') {
    show();
    return () => undefined;
  }
  waiting.push(show);
  if (!frame) frame = requestAnimationFrame(showSome);
  return () => {
    const at = waiting.indexOf(show);
    if (at >= 0) waiting.splice(at, 1);
  };
}
