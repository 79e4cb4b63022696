import type { MouseEvent, ReactNode } from 'react';

export type InAppLinksProps = {
  /** Receives the path (with search and hash) of a same-origin link the user clicked. */
  onNavigate: (to: string) => void;
  children: ReactNode;
};

/**
 * Turns plain same-origin links inside it into in-app navigation, like a router's Link. The
 * landing page uses plain `href`s so its first paint needs no router; modified clicks (new tab,
 * download, another target) keep the browser's behaviour.
 */
export function InAppLinks({ onNavigate, children }: InAppLinksProps) {
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as Element).closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    onNavigate(`${url.pathname}${url.search}${url.hash}`);
  };
  return (
    <div style={{ display: 'contents' }} onClick={handleClick}>
      {children}
    </div>
  );
}
