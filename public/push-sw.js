/* Web Push in the service worker (issue 28), imported by the generated Workbox worker
 * (pwa.config.ts `importScripts`). Plain JavaScript: the worker runs it as it is.
 *
 * push: shows what the server sent (src/domain/push.ts PushPayload): title, body, the app's icon
 * and badge, a tag per order so a later notification replaces the earlier. A vendor's new order
 * renotifies (sound, vibration) unless the console is open in front: it has rung already, and a
 * push must not ring a second time; the notification is then shown silently (Chrome requires one
 * for every push).
 * notificationclick: focuses a window of the app on the order's page, or opens one.
 */
self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : undefined;
  } catch {
    data = undefined;
  }
  if (!data || typeof data.title !== 'string') return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const consoleInFront = windows.some(
        (client) =>
          client.visibilityState === 'visible' && new URL(client.url).pathname.startsWith('/vendor'),
      );
      const ring = data.kind === 'new-order' && !consoleInFront;
      await self.registration.showNotification(data.title, {
        body: data.body,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        tag: data.tag,
        renotify: ring,
        silent: data.kind === 'new-order' && consoleInFront,
        data: { url: data.url, kind: data.kind, ref: data.ref },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data && event.notification.data.url) || '/',
    self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => new URL(client.url).pathname === target.pathname) || windows[0];
      if (same) {
        // navigate() only works on windows this worker controls; the others are opened anew.
        const moved = await same.navigate(target.href).catch(() => null);
        if (moved) {
          await moved.focus().catch(() => undefined);
          return;
        }
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
