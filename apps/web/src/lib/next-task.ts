/**
 * Resolves in a task of its own, after the browser has had a chance to handle input and paint:
 * the start-up steps of a pre-rendered page (evaluating the app, loading its route, hydrating)
 * then run as several short tasks instead of one long one, which a phone would feel as a frozen
 * page (Lighthouse counts it as blocking time). A message channel is used rather than a timer
 * because browsers clamp nested timers to 4 ms and throttle them in background tabs.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
