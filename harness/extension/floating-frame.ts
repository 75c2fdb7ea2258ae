import type { FrameCommand } from './protocol';

// The floating panel's frame in the page (content script side): placed bottom-right, moved by
// its handle (mouse or arrow keys), minimised to its title bar, and closed. The frame's own
// page (frame.ts) draws the handle and buttons and posts FrameCommands to its parent window;
// only the frame's own messages are obeyed.

export const FRAME_ID = 'stytch-widget-extension-frame';
const WIDTH = 420;
const HEIGHT = 640;
/** The title bar's height in frame.css: what a minimised panel keeps. */
const BAR = 40;

const frameElement = () => document.getElementById(FRAME_ID) as HTMLIFrameElement | null;

export function openFrame(url: string): void {
  frameElement()?.remove();
  const frame = document.createElement('iframe');
  frame.id = FRAME_ID;
  frame.title = 'stytch-widget (floating panel)';
  frame.src = url;
  const left = Math.max(0, window.innerWidth - WIDTH - 16);
  const top = Math.max(0, window.innerHeight - Math.min(HEIGHT, window.innerHeight * 0.9) - 16);
  frame.style.cssText =
    `position:fixed;left:${left}px;top:${top}px;width:${WIDTH}px;max-width:calc(100vw - 16px);` +
    `height:${HEIGHT}px;max-height:90vh;border:1px solid #adbcc5;border-radius:8px;` +
    'background:#fff;z-index:2147483647;box-shadow:0 4px 24px rgba(0,0,0,.2);margin:0;padding:0';
  document.documentElement.append(frame);
}

export function closeFrame(): void {
  frameElement()?.remove();
}

export const isFrameOpen = (): boolean => frameElement() !== null;

/** Moves the frame by (dx, dy), kept inside the viewport so its handle stays reachable. */
function moveBy(frame: HTMLIFrameElement, dx: number, dy: number): void {
  const box = frame.getBoundingClientRect();
  const left = Math.min(Math.max(0, box.left + dx), Math.max(0, window.innerWidth - box.width));
  const top = Math.min(Math.max(0, box.top + dy), Math.max(0, window.innerHeight - BAR));
  frame.style.left = `${left}px`;
  frame.style.top = `${top}px`;
}

/** Places the frame so the point grabbed stays under the pointer. */
function dragTo(
  frame: HTMLIFrameElement,
  grab: { x: number; y: number },
  at: { x: number; y: number },
): void {
  // `at` is where the pointer is in the frame as it is now: the frame moves by the difference.
  moveBy(frame, at.x - grab.x, at.y - grab.y);
}

/** Obeys the frame's commands (posted to the page's window); `closed` reports a close. */
export function onFrameCommand(event: MessageEvent, closed: () => void): void {
  const frame = frameElement();
  if (!frame || event.source !== frame.contentWindow) return;
  const command = (event.data as { stytchWidgetFrame?: FrameCommand } | null)?.stytchWidgetFrame;
  if (!command) return;
  if (command.kind === 'move') moveBy(frame, command.dx, command.dy);
  if (command.kind === 'drag') dragTo(frame, command.grab, command.at);
  if (command.kind === 'minimise') {
    frame.style.height = command.minimised ? `${BAR}px` : `${HEIGHT}px`;
    // Back inside the viewport when restored near the bottom edge.
    moveBy(frame, 0, 0);
  }
  if (command.kind === 'close') {
    frame.remove();
    closed();
  }
}
