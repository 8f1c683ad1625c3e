import { describe, expect, it } from 'vitest';
import { entryPicture } from './entry-picture.ts';

describe('entryPicture', () => {
  it('takes the uploaded picture, else the avatar, else initials', () => {
    expect(entryPicture({ profile_picture: 'https://cdn.test/p.png', avatar: 'a.png' })).toBe(
      'https://cdn.test/p.png',
    );
    expect(entryPicture({ profile_picture: null, avatar: 'a.png' })).toBe('a.png');
    expect(entryPicture({ profile_picture: null, avatar: null })).toBeNull();
  });

  it('leaves a picture the server keeps to the initials: an <img> cannot send the credential', () => {
    expect(entryPicture({ profile_picture: '/api/avatars/4?v=abc', avatar: null })).toBeNull();
  });
});
