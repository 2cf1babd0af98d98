import { useCallback, useEffect, useState } from 'react';
import { checkStatus, type StatusReport } from './health.ts';

export const REFRESH_SECONDS = 30;

/** The status checks, run now, every 30 s, and on demand (each run restarts the 30 s). */
export function useStatus(): {
  report: StatusReport | null;
  checking: boolean;
  refresh: () => void;
} {
  const [report, setReport] = useState<StatusReport | null>(null);
  const [checking, setChecking] = useState(true);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let active = true;
    void checkStatus().then((result) => {
      if (!active) return;
      setReport(result);
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

  return { report, checking, refresh };
}
