/** The server's field errors land on the form field of the right language tab. */
import { describe, expect, it } from 'vitest';
import { fieldErrorsToForm } from '../../app/admin/translated';

describe('fieldErrorsToForm', () => {
  const body = [{ lang: 'de_DE' as const }, { lang: 'en_US' as const }];
  const versionKeys = ['title', 'content', 'customContents'];

  it('puts a version field, a nested one, a schedule time and a structure field where the form has them', () => {
    const fields = fieldErrorsToForm(
      [
        { field: '1.title', message: 'a' },
        { field: '0.customContents.2.title', message: 'b' },
        { field: '1.unpublishTime', message: 'c' },
        { field: '0.publishTime', message: 'd' },
        { field: '0.cataId', message: 'e' },
      ],
      body,
      versionKeys,
    );
    expect(fields).toEqual([
      { name: ['versions', 'en_US', 'title'], errors: ['a'] },
      { name: ['versions', 'de_DE', 'customContents', 2, 'title'], errors: ['b'] },
      { name: ['publication', 'en_US', 'unpublishTime'], errors: ['c'] },
      { name: ['publication', 'de_DE', 'publishTime'], errors: ['d'] },
      { name: ['cataId'], errors: ['e'] },
    ]);
  });
});
