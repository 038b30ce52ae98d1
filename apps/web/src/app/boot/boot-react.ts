// React and its DOM renderer: the first of the app's libraries to run (main.tsx).
export { createRoot } from 'react-dom/client';
