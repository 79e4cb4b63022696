/// <reference lib="webworker" />
import { stackTraceLimit } from './environment';
import { startFromName } from './early-worker';
import { forwardConsole, serveMock } from './serve';

// The browser mock's own thread (see mocks/browser.ts): its start-up and its answers no longer
// hold the page's first paint, its renders or its input.
declare const self: DedicatedWorkerGlobalScope;

let indexedDB: IDBFactory | null = null;
try {
  indexedDB = self.indexedDB ?? null;
} catch {
  indexedDB = null; // e.g. storage disabled
}
Error.stackTraceLimit = stackTraceLimit;
performance.mark('mock-worker:evaluated');
forwardConsole(self);
serveMock(self, indexedDB, startFromName(self.name));
