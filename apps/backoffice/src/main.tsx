import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { bootstrap } from './bootstrap';

const container = document.getElementById('backoffice-root');
if (!container) throw new Error('index.html has no #backoffice-root');

void bootstrap().then((context) => {
  createRoot(container).render(
    <StrictMode>
      <App context={context} />
    </StrictMode>,
  );
});
