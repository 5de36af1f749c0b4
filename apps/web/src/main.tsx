import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { readInitialData, seedInitialData } from './app/initial-data.ts';
import { queryClient } from './shared/api/query-client.ts';
import './styles.css';

seedInitialData(queryClient, readInitialData());

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
