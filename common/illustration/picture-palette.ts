// The light of each time of day: its sky, its sun or moon, and the tint it lays over every colour
// of the scene (warm at sunset, deep blue at night).
import type { TimeOfDay } from './picture-words.ts';

export interface Light {
  skyTop: string;
  skyBottom: string;
  /** The sun or the moon. */
  body: string;
  /** Where the sun or moon stands: 0 is the horizon, 1 is high up. */
  height: number;
  tint: string;
  /** How much of the tint each colour takes. */
  amount: number;
}

export const LIGHTS: Record<TimeOfDay, Light> = {
  morning: {
    skyTop: '#9fd0f5',
    skyBottom: '#ffe1c2',
    body: '#fff0a8',
    height: 0.35,
    tint: '#ffd2a8',
    amount: 0.12,
  },
  day: {
    skyTop: '#6fbaf0',
    skyBottom: '#dcf0ff',
    body: '#ffd84d',
    height: 0.85,
    tint: '#ffffff',
    amount: 0,
  },
  sunset: {
    skyTop: '#58479a',
    skyBottom: '#ff9a5c',
    body: '#ff7b3a',
    height: 0.12,
    tint: '#ff6a3d',
    amount: 0.24,
  },
  night: {
    skyTop: '#0b1033',
    skyBottom: '#2c3470',
    body: '#f4f1c9',
    height: 0.75,
    tint: '#141a48',
    amount: 0.55,
  },
};

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** `from` moved `amount` of the way to `to`, both #rrggbb. */
export function mix(from: string, to: string, amount: number): string {
  if (amount === 0) return from;
  const a = channels(from);
  const b = channels(to);
  const out = a.map((channel, index) =>
    Math.round(channel + ((b[index] as number) - channel) * amount),
  );
  return `#${out.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
