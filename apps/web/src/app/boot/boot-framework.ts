// Emotion, the router, the query cache and zod: the second of the app's libraries to run (main.tsx). One name
// is enough to run their whole chunk; naming more would keep code the app does not use (all of zod's, say).
export { createBrowserRouter } from 'react-router';
