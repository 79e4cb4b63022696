/** Base URL of a real API server; when it is not set the app runs on the in-browser mock. */
export const API_URL: string = import.meta.env.VITE_API_URL || '';
