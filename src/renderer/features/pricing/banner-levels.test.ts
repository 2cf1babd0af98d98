import { describe, expect, it } from 'vitest';
import { FOUNDING_CAMPAIGN } from '../../../shared/plans.ts';
import { countdownLevel, scarcityLevel, splitTimeLeft } from './banner-levels.ts';

const HOUR = 3600 * 1000;

describe('countdown level', () => {
  it('rises at the configured thresholds and ends at zero', () => {
    const { urgentHours, finalHours } = FOUNDING_CAMPAIGN;
    expect(countdownLevel(FOUNDING_CAMPAIGN.days * 24 * HOUR)).toBe('normal');
    expect(countdownLevel(urgentHours * HOUR + 1)).toBe('normal');
    expect(countdownLevel(urgentHours * HOUR)).toBe('urgent');
    expect(countdownLevel(finalHours * HOUR + 1)).toBe('urgent');
    expect(countdownLevel(finalHours * HOUR)).toBe('final');
    expect(countdownLevel(1)).toBe('final');
    expect(countdownLevel(0)).toBeNull();
    expect(countdownLevel(-5000)).toBeNull();
    expect(countdownLevel(Number.NaN)).toBeNull();
  });

  it('splits the time left into whole days, hours, minutes and seconds', () => {
    expect(splitTimeLeft(((2 * 24 + 3) * 60 + 4) * 60 * 1000 + 5999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(splitTimeLeft(-1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('scarcity level', () => {
  it('bands the spots left', () => {
    const { high, medium } = FOUNDING_CAMPAIGN.scarcity;
    expect(scarcityLevel(1)).toBe('high');
    expect(scarcityLevel(high)).toBe('high');
    expect(scarcityLevel(high + 1)).toBe('medium');
    expect(scarcityLevel(medium)).toBe('medium');
    expect(scarcityLevel(medium + 1)).toBe('low');
  });
});
