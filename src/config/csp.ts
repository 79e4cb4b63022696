/**
 * The nonce of this page's Content-Security-Policy, from `<meta property="csp-nonce">` (Vite puts
 * it in the built HTML; the server replaces the placeholder per response). Browsers hide the
 * attribute once it applied, so the `nonce` property is read first. Undefined in tests and Storybook.
 * Code that adds `<style>` or `<script>` elements at run time passes it on (Emotion's cache, the
 * drag-and-drop lists).
 */
function readCspNonce(): string | undefined {
  const meta = globalThis.document?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce');
  return nonce || undefined;
}

export const cspNonce = readCspNonce();
