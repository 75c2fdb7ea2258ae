import { describe, expect, it } from 'vitest';
import { createClocks } from './clock';

describe('clocks', () => {
  it('a project follows the global offset until it is moved on its own', () => {
    const clocks = createClocks();
    const project = clocks.forProject('project-a');
    clocks.global.advance(60);
    expect(project.offsetMs()).toBe(60_000);
    expect(project.hasOwnOffset()).toBe(false);
    project.advance(30);
    expect(project.offsetMs()).toBe(90_000);
    clocks.global.advance(1000);
    // Its own offset no longer follows the global one.
    expect(project.offsetMs()).toBe(90_000);
    expect(clocks.forProject('project-b').offsetMs()).toBe(1_060_000);
    project.reset();
    expect(project.offsetMs()).toBe(1_060_000);
  });

  it('set pins a project to a date; resetAll forgets every offset', () => {
    const clocks = createClocks();
    const project = clocks.forProject('project-a');
    project.set(Date.parse('2031-01-01T00:00:00Z'));
    expect(Math.abs(project.now() - Date.parse('2031-01-01T00:00:00Z'))).toBeLessThan(1000);
    clocks.global.advance(5);
    clocks.resetAll();
    expect(project.offsetMs()).toBe(0);
    expect(project.hasOwnOffset()).toBe(false);
    expect(clocks.global.offsetMs()).toBe(0);
  });

  it('hands out one view per project, which follows later moves', () => {
    const clocks = createClocks();
    const view = clocks.forProject('project-a');
    expect(clocks.forProject('project-a')).toBe(view);
    clocks.forProject('project-a').advance(10);
    expect(view.offsetMs()).toBe(10_000);
    clocks.resetAll();
    expect(view.hasOwnOffset()).toBe(false);
  });
});
