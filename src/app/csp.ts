import createCache, { type EmotionCache } from '@emotion/cache';
import { cspNonce } from '@/config/csp';

/**
 * Emotion (MUI's styles) adds `<style>` elements at run time: with the page's nonce they are
 * allowed by a policy without 'unsafe-inline'. One cache for the landing page and the app.
 */
export const emotionCache: EmotionCache = createCache({ key: 'css', nonce: cspNonce });
