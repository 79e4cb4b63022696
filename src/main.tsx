import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { USE_MOCK_API } from '@/config/env';

async function startMockApi(): Promise<void> {
  if (!USE_MOCK_API) return;
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
