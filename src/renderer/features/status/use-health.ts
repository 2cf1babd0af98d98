import { useCallback, useEffect, useState } from 'react';
import { fetchHealth, type HealthCheck } from './health.ts';

export const REFRESH_SECONDS = 30;

/** `/health`, checked now, every 30 s, and on demand (each check restarts the 30 s). */
export function useHealth(): {
  health: HealthCheck | null;
  checking: boolean;
  refresh: () => void;
} {
  const [health, setHealth] = useState<HealthCheck | null>(null);
  const [checking, setChecking] = useState(true);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let active = true;
    void fetchHealth().then((result) => {
      if (!active) return;
      setHealth(result);
      setChecking(false);
    });
    const timer = setTimeout(() => {
      setChecking(true);
      setRound((value) => value + 1);
    }, REFRESH_SECONDS * 1000);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [round]);

  const refresh = useCallback(() => {
    setChecking(true);
    setRound((value) => value + 1);
  }, []);

  return { health, checking, refresh };
}
