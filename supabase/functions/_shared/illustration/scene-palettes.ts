// Colours of each procedural scene by day and by night; brighter and softer for the youngest readers.
import type { Scene } from './detect-scene.ts';

export interface Palette {
  skyTop: string;
  skyBottom: string;
  light: string;
  ground: string;
  groundShade: string;
  feature: string;
  featureShade: string;
  accent: string;
}

const DAY: Record<Scene, Palette> = {
  forest: {
    skyTop: '#8fd3ff',
    skyBottom: '#e4f6ff',
    light: '#ffd75e',
    ground: '#6cbf5a',
    groundShade: '#4e9a44',
    feature: '#2f7d3b',
    featureShade: '#7a5230',
    accent: '#ff8fa3',
  },
  sea: {
    skyTop: '#7cc8ff',
    skyBottom: '#dff3ff',
    light: '#ffe27a',
    ground: '#f2d49b',
    groundShade: '#e0b873',
    feature: '#2d8fd5',
    featureShade: '#1c6aa8',
    accent: '#ffffff',
  },
  castle: {
    skyTop: '#a9b8ff',
    skyBottom: '#f1eaff',
    light: '#ffd36b',
    ground: '#7dbb63',
    groundShade: '#5e9a4a',
    feature: '#9aa0b5',
    featureShade: '#6d7389',
    accent: '#d94f70',
  },
  space: {
    skyTop: '#1b1450',
    skyBottom: '#4b2c8a',
    light: '#ffe9a8',
    ground: '#8a7fb8',
    groundShade: '#6b5f9c',
    feature: '#ff9f5a',
    featureShade: '#5ad1ff',
    accent: '#ffffff',
  },
  city: {
    skyTop: '#9ad0ff',
    skyBottom: '#fff0e0',
    light: '#ffcf5c',
    ground: '#b8b8c8',
    groundShade: '#9898aa',
    feature: '#e07a5f',
    featureShade: '#3d5a80',
    accent: '#ffe066',
  },
  mountain: {
    skyTop: '#8ec5ff',
    skyBottom: '#f0f7ff',
    light: '#ffd66b',
    ground: '#8bbf6a',
    groundShade: '#6a9a50',
    feature: '#7d7f9a',
    featureShade: '#ffffff',
    accent: '#c97b4a',
  },
  desert: {
    skyTop: '#ffc77d',
    skyBottom: '#fff2d6',
    light: '#fff1a8',
    ground: '#f0c27b',
    groundShade: '#d9a35c',
    feature: '#5c9e52',
    featureShade: '#b07a3c',
    accent: '#e76f51',
  },
  snow: {
    skyTop: '#b6dcff',
    skyBottom: '#f4fbff',
    light: '#fff4b8',
    ground: '#f7fbff',
    groundShade: '#d6e6f5',
    feature: '#2f6b5a',
    featureShade: '#a9c8e8',
    accent: '#e63946',
  },
};

function toNight(palette: Palette): Palette {
  return {
    ...palette,
    skyTop: '#0b1033',
    skyBottom: '#2b2f6b',
    light: '#f4f1c9',
    ground: shade(palette.ground),
    groundShade: shade(palette.groundShade),
    feature: shade(palette.feature),
  };
}

/** Darkens a #rrggbb colour by half, for the night version of a scene. */
function shade(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 0xff) * 0.5);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

export function scenePalette(scene: Scene, night: boolean): Palette {
  return night && scene !== 'space' ? toNight(DAY[scene]) : DAY[scene];
}
