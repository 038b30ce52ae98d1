import { describe, expect, it } from 'vitest';
import {
  FIRST_FRAME_END,
  FIRST_FRAME_START,
  fillFirstFrame,
  homeKind,
  USER_NAME_SLOT,
} from './first-frame.ts';

const page = [
  '<!doctype html><html lang="en"><head></head><body><div id="root">',
  `${FIRST_FRAME_START}<h1>Welcome back, ${USER_NAME_SLOT}!</h1>${FIRST_FRAME_END}`,
  '</div></body></html>',
].join('');

describe('fillFirstFrame', () => {
  it('writes the user name, escaped, where the frame asks for it', () => {
    const filled = fillFirstFrame(page, { name: 'Ana <b>& "Co"</b> $&', darkMode: null });
    expect(filled).toContain('<h1>Welcome back, Ana &lt;b&gt;&amp; &quot;Co&quot;&lt;/b&gt; $&amp;!</h1>');
    expect(filled).not.toContain(USER_NAME_SLOT);
  });

  it('marks the page with the saved colour scheme, and leaves the system to decide without one', () => {
    expect(fillFirstFrame(page, { name: 'A', darkMode: true })).toContain(
      '<html lang="en" data-color-scheme="dark">',
    );
    expect(fillFirstFrame(page, { name: 'A', darkMode: false })).toContain(
      '<html lang="en" data-color-scheme="light">',
    );
    expect(fillFirstFrame(page, { name: 'A', darkMode: null })).toContain('<html lang="en">');
  });

  it('takes the frame out when no one is signed in', () => {
    expect(fillFirstFrame(page, null)).toBe(
      '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
    );
  });
});

describe('homeKind', () => {
  it('sends creators to their portal, master admins to create organisations and everyone else home', () => {
    expect(homeKind('creator')).toBe('creatorPortal');
    expect(homeKind('master-admin')).toBe('createOrganization');
    expect(homeKind('org-admin')).toBe('dashboard');
    expect(homeKind('user')).toBe('dashboard');
  });
});
