import { Badge, Progress, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FOUNDING_DISCOUNT_PERCENT, PLAN_PRICES } from '../../../shared/plans.ts';
import { countdownLevel, scarcityLevel, splitTimeLeft } from './banner-levels.ts';
import { formatMoney } from './price-display.ts';
import classes from './Pricing.module.css';

const TICK_MS = 1000;

/** The current time, again every second until `end` (epoch ms) has passed. */
function useNowUntil(end: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!(end > Date.now())) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= end) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [end]);
  return now;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The countdown to the end of the founding campaign: the end the server stores (the same for
 * every visitor). Its heading rises with the urgency; it hides once the time is up.
 */
export function CountdownBanner({ endsAt, lang }: { endsAt: string; lang: string }) {
  const { t } = useTranslation('pricing');
  const end = Date.parse(endsAt);
  const remaining = end - useNowUntil(end);
  const level = countdownLevel(remaining);
  if (level === null) return null;

  const left = splitTimeLeft(remaining);
  const title =
    level === 'normal'
      ? t('countdown.normal')
      : level === 'urgent'
        ? t('countdown.urgent', { percent: FOUNDING_DISCOUNT_PERCENT })
        : t('countdown.final');
  const units = [
    ['days', left.days],
    ['hours', left.hours],
    ['minutes', left.minutes],
    ['seconds', left.seconds],
  ] as const;

  return (
    <section
      className={classes.banner}
      data-level={level}
      aria-labelledby="countdown-title"
      data-testid="countdown"
    >
      <div className={classes.bannerHead}>
        <h2 id="countdown-title" className={classes.bannerTitle}>
          {title}
        </h2>
        {level === 'final' && (
          <Badge color="red" variant="filled" data-testid="ending-soon">
            {t('countdown.endingSoon')}
          </Badge>
        )}
      </div>
      <div
        role="timer"
        className={classes.timer}
        aria-label={t('countdown.remaining', {
          days: left.days,
          hours: left.hours,
          minutes: left.minutes,
          seconds: left.seconds,
        })}
      >
        {units.map(([unit, value]) => (
          <div key={unit} className={classes.timerUnit} aria-hidden="true">
            <span className={classes.timerValue}>{two(value)}</span>
            <span className={classes.timerLabel}>{t(`countdown.${unit}`)}</span>
          </div>
        ))}
      </div>
      <Text size="sm" className={classes.bannerNote}>
        {t('countdown.after', {
          price: formatMoney(PLAN_PRICES.starter.monthlyOriginal, 'USD', lang),
        })}
      </Text>
    </section>
  );
}

/** Founding seats left (real subscribers counted by the server), and real recent sign-ups. */
export function ScarcityBanner({
  spotsLeft,
  seats,
  joinedLastHour,
}: {
  spotsLeft: number;
  seats: number;
  joinedLastHour: number | null;
}) {
  const { t } = useTranslation('pricing');
  if (spotsLeft <= 0) return null;
  const level = scarcityLevel(spotsLeft);
  return (
    <section
      className={classes.banner}
      data-scarcity={level}
      aria-labelledby="scarcity-title"
      data-testid="scarcity"
    >
      <h2 id="scarcity-title" className={classes.bannerTitle}>
        {t(`scarcity.${level}`)}
      </h2>
      <Text fw={600}>{t('scarcity.spots', { count: spotsLeft, seats })}</Text>
      {/* The seats taken, drawn; the sentence above says it in words. */}
      <Progress
        value={seats > 0 ? ((seats - spotsLeft) / seats) * 100 : 0}
        color={level === 'high' ? 'orange' : undefined}
        size="sm"
        radius="xl"
        className={classes.seats}
        aria-hidden="true"
      />
      {joinedLastHour !== null && (
        <Text size="sm" className={classes.bannerNote} data-testid="joined">
          {t('scarcity.joined', { count: joinedLastHour })}
        </Text>
      )}
    </section>
  );
}
