// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { selectorFor, wholePageElement } from './element-name';

beforeEach(() => {
  document.body.innerHTML = `
    <main>
      <div class="hero main">Hero</div>
      <div class="card"></div><div class="card"></div>
      <section>First</section><section>Second</section>
      <div id="twice"></div><div id="twice"></div>
    </main>
    <div id="app"><div></div><div><span></span></div></div>`;
});

const pick = (selector: string) => document.querySelector(selector) as Element;

describe('selectorFor', () => {
  it('names an element by its id, else its tag and classes, else a short path', () => {
    document.body.insertAdjacentHTML('beforeend', '<p id="login"></p>');
    expect(selectorFor(pick('#login'))).toBe('#login');
    expect(selectorFor(pick('.hero'))).toBe('div.hero.main');
    expect(selectorFor(pick('section + section'))).toBe('main > section:nth-of-type(2)');
    expect(selectorFor(pick('.card + .card'))).toBe('main > div.card:nth-of-type(3)');
    expect(selectorFor(pick('#app > div + div'))).toBe('#app > div:nth-of-type(2)');
    // A tag that is the only one of its kind names itself.
    expect(selectorFor(pick('#app span'))).toBe('span');
  });

  it('never returns a selector that matches another element', () => {
    for (const element of document.body.querySelectorAll('*')) {
      const selector = selectorFor(element);
      expect(document.querySelectorAll(selector)).toHaveLength(1);
      expect(document.querySelector(selector)).toBe(element);
    }
  });
});

describe('wholePageElement', () => {
  it('refuses html, head and body, and nothing inside them', () => {
    expect(wholePageElement(document.documentElement)).toBe('html');
    expect(wholePageElement(document.head)).toBe('head');
    expect(wholePageElement(document.body)).toBe('body');
    expect(wholePageElement(pick('main'))).toBeNull();
  });
});
