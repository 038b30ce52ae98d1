import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * Safari still reads `user-select` only with its prefix (MUI's buttons and icons set it): the one declaration
 * the browsers the build targets need prefixed.
 */
const webkitUserSelect: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.value.startsWith('user-select:'))
    element.return = `-webkit-${element.value}${element.value}`;
};

/**
 * Emotion's cache without stylis' vendor prefixer, which is the default: it wrote every flex, transition and
 * placeholder rule two to four times for browsers the build does not target, and was a third of the style work
 * in the commit that draws the signed-in shell (decision 0056).
 */
export const createStyleCache = (key: string): EmotionCache =>
  createCache({ key, stylisPlugins: [webkitUserSelect] });
