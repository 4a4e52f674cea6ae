import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { startApp } from './app/index.tsx';
import { warmFormats } from './lib/warm-formats.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Elementet #root saknas i index.html');

// The router's first navigation starts in a task after the modules' own: on a slow phone the
// two together were one task of 200 ms that no tap could interrupt (decision 0059). The Intl
// formatters are made after it, while the page waits for its code and data.
setTimeout(() => {
  createRoot(root, {
    // Errors caught by a route's error boundary are shown and logged there (errors.tsx).
    onCaughtError: () => undefined,
  }).render(<StrictMode>{startApp()}</StrictMode>);
  warmFormats();
}, 0);
