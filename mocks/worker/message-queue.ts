import type { ToWorker } from './protocol';

const SESSION_CHECK = '/api/auth/validate-session';

type RequestMessage = Extract<ToWorker, { type: 'request' }>;

const isRead = (message: ToWorker): message is RequestMessage =>
  message.type === 'request' && ['GET', 'HEAD'].includes(message.request.method.toUpperCase());

const isSessionCheck = (message: ToWorker) =>
  isRead(message) && new URL(message.request.url, 'http://mock.invalid').pathname === SESSION_CHECK;

/**
 * Which waiting message the worker takes next: the oldest, except that the session check goes
 * before the reads waiting ahead of it (never before a write, a reset or a start). Every protected
 * page waits for that check; a server answers it beside slow reads, where the worker's one thread
 * made it wait behind them (the `large` cycle page's participants and panels, about half a second).
 */
export function nextIndex(queue: readonly ToWorker[]): number {
  for (let i = 0; i < queue.length; i += 1) {
    if (isSessionCheck(queue[i]!)) return i;
    if (!isRead(queue[i]!)) return 0;
  }
  return 0;
}

/** Runs `task` in a task of its own, after the tasks already waiting (a message, unclamped). */
export function nextTask(): (task: () => void) => void {
  const channel = new MessageChannel();
  const waiting: (() => void)[] = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  return (task) => {
    waiting.push(task);
    channel.port2.postMessage(null);
  };
}

/**
 * The page's messages, taken one per task in `nextIndex`'s order. A call's own work runs in the
 * task that takes it; the next is chosen two tasks later, so the messages that came in meanwhile
 * are waiting too. A call that waits (the latency knob) does not hold the others.
 */
export function messageQueue(
  run: (message: ToWorker) => void,
  schedule: (task: () => void) => void,
): (message: ToWorker) => void {
  const queue: ToWorker[] = [];
  let scheduled = false;
  const take = () => {
    const [next] = queue.splice(nextIndex(queue), 1);
    if (queue.length > 0) schedule(() => schedule(take));
    else scheduled = false;
    if (next) run(next);
  };
  return (message) => {
    queue.push(message);
    if (scheduled) return;
    scheduled = true;
    schedule(take);
  };
}
