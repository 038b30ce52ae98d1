// MUI's styles and common parts: the last of the app's libraries to run before the app's own code (main.tsx).
// One name is enough to run their whole chunk.
export { createTheme } from '@mui/material/styles';
