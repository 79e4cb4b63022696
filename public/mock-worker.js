// The app's service worker in mock mode: MSW's own (mockServiceWorker.js, written by `msw init`),
// except that it hands MSW only the page's fetch() calls. MSW asks the page about every request it
// sees, and while the page is busy starting up each script then waits for the main thread; a
// request with a destination (script, style, image, font) is never an API call, so it goes
// straight to the network.
self.addEventListener('fetch', (event) => {
  if (event.request.destination !== '') event.stopImmediatePropagation();
});

self.importScripts('./mockServiceWorker.js');
