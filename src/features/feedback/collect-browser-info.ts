import type { BrowserInfo } from './feedback-record';

export function collectBrowserInfo(now: Date = new Date()): BrowserInfo {
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    platform: navigator.platform,
    cookieEnabled: navigator.cookieEnabled,
    onLine: navigator.onLine,
    screenResolution: `${screen.width}x${screen.height}`,
    colorDepth: screen.colorDepth,
    viewportSize: `${window.innerWidth}x${window.innerHeight}`,
    url: location.href,
    referrer: document.referrer,
    timestamp: now.toISOString(),
  };
}
