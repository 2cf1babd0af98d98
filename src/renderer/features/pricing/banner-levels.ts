import { FOUNDING_CAMPAIGN } from '../../../shared/plans.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The countdown's level for the time left until the founding campaign ends: `final` at or
 * under `finalHours`, `urgent` at or under `urgentHours`, else `normal`; null once it is over
 * (the banner hides).
 */
export type CountdownLevel = 'normal' | 'urgent' | 'final';

export function countdownLevel(remainingMs: number): CountdownLevel | null {
  if (!(remainingMs > 0)) return null;
  if (remainingMs <= FOUNDING_CAMPAIGN.finalHours * HOUR_MS) return 'final';
  if (remainingMs <= FOUNDING_CAMPAIGN.urgentHours * HOUR_MS) return 'urgent';
  return 'normal';
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left (rounded down; nothing below zero). */
export function splitTimeLeft(remainingMs: number): TimeLeft {
  const total = Math.max(0, Math.floor(remainingMs / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** How scarce the founding seats are: `high` at or under the high band, then `medium`. */
export type ScarcityLevel = 'high' | 'medium' | 'low';

export function scarcityLevel(spotsLeft: number): ScarcityLevel {
  if (spotsLeft <= FOUNDING_CAMPAIGN.scarcity.high) return 'high';
  if (spotsLeft <= FOUNDING_CAMPAIGN.scarcity.medium) return 'medium';
  return 'low';
}
