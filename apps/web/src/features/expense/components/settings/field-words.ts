import type { z } from 'zod';

/**
 * The words of the settings forms where the domain schemas give none (an empty or too long text): passed to
 * zodResolver, below the schemas' own messages, so the IFSC rule keeps its words.
 */
export const settingsFieldWords: z.core.ParseContext<z.core.$ZodIssue> = {
  error: (issue) => {
    if (issue.code === 'too_small' && issue.origin === 'string') return 'Please fill in this field.';
    if (issue.code === 'too_big' && issue.origin === 'string') {
      return `Use at most ${String(issue.maximum)} characters.`;
    }
    return undefined;
  },
};
