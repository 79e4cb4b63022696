import { useEffect } from 'react';

export type JsonLdProps = {
  data: object;
};

/** Adds a `<script type="application/ld+json">` to the head (as text, never as HTML). */
export function JsonLd({ data }: JsonLdProps) {
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    document.head.appendChild(script);
    return () => script.remove();
  }, [data]);
  return null;
}
