import { z } from 'zod';

// The page's Content-Security-Policy allows no eval: zod would probe for it with `new Function`, and the
// refused probe is reported as a policy violation. Imported first, before any schema parses.
z.config({ jitless: true });
