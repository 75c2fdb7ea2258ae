import { describe, expect, it } from 'vitest';
import { readUserSearch, searchCursor } from './user-search-query';

describe('users search query', () => {
  it('reads operands, operator, limit and a cursor it issued', () => {
    const search = readUserSearch({
      query: {
        operator: 'OR',
        operands: [
          { filter_name: 'email_address', filter_value: ['a@example.com'] },
          { filter_name: 'status', filter_value: 'active' },
          {
            filter_name: 'created_at_between',
            filter_value: {
              greater_than: '2020-01-01T00:00:00Z',
              less_than: '2030-01-01T00:00:00Z',
            },
          },
        ],
      },
      limit: 2,
      cursor: searchCursor(7),
    });
    expect(search).toEqual({
      operator: 'OR',
      conditions: [
        { kind: 'email_address', values: ['a@example.com'] },
        { kind: 'status', value: 'active' },
        {
          kind: 'created_at',
          after: Date.parse('2020-01-01T00:00:00Z'),
          before: Date.parse('2030-01-01T00:00:00Z'),
        },
      ],
      afterRowid: 7,
      limit: 2,
    });
  });

  it('searches everything, 100 at a time, without a query', () => {
    expect(readUserSearch({})).toEqual({
      operator: 'AND',
      conditions: [],
      afterRowid: 0,
      limit: 100,
    });
  });

  it('refuses unknown filters, wrong values and foreign cursors', () => {
    expect(() =>
      readUserSearch({ query: { operands: [{ filter_name: 'shoe_size', filter_value: 9 }] } }),
    ).toThrow(/not a supported filter/);
    expect(() =>
      readUserSearch({ query: { operands: [{ filter_name: 'user_id', filter_value: 'u' }] } }),
    ).toThrow(/array of strings/);
    expect(() => readUserSearch({ query: { operator: 'XOR', operands: [] } })).toThrow(
      /AND" or "OR/,
    );
    expect(() => readUserSearch({ cursor: 'bm9wZQ' })).toThrow(/cursor/);
    expect(() => readUserSearch({ limit: 5000 })).toThrow(/between 1 and 1000/);
  });
});
