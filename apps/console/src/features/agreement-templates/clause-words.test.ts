import { describe, expect, it } from 'vitest';
import { clauseWords } from './clause-words';

describe('clause paths in the editor’s words', () => {
  it('names sections and paragraphs as the inputs are labelled, counting from one', () => {
    expect(clauseWords('clauses.2.heading: is required')).toBe('Section 3 heading: is required');
    expect(clauseWords('clauses.0.paragraphs.1: must be at most 2000 characters')).toBe(
      'Section 1 paragraph 2: must be at most 2000 characters',
    );
    expect(clauseWords('clauses.4: unexpected field; clauses: at most 20')).toBe(
      'Section 5: unexpected field; Sections: at most 20',
    );
  });

  it('drops the field name of a version conflict and leaves other messages alone', () => {
    expect(clauseWords('baseVersion: version 3 was saved since you opened version 2; reload and edit again')).toBe(
      'version 3 was saved since you opened version 2; reload and edit again',
    );
    expect(clauseWords('there is no active product to preview an agreement with')).toBe(
      'there is no active product to preview an agreement with',
    );
  });
});
