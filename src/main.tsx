import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';

async function startMockApi(): Promise<void> {
  // Read the env var inline (not via a module constant) so a real-API build drops the mock chunk.
  if (import.meta.env.VITE_API_URL) return;
  try {
    const { startMock } = await import('@mocks/browser');
    await startMock();
  } catch (error) {
    console.error('The mock API could not start; calls will go to the page origin.', error);
  }
}

async function bootstrap(): Promise<void> {
  await startMockApi();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void bootstrap();
