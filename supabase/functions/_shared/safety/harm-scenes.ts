// Harm told with no listed word, read as a scene: kinds of words that together tell a harm, in order
// and close together (a deed of force, a living being, a place that hurts; a body and an outcome no
// one comes back from). Each kind is a word list (harm-scene-kinds.ts), so a new wording of the same
// harm is caught without a phrase of its own; the scenes are written by harm in the files below.
import { DANGER_SCENES } from './danger-scenes.ts';
import type { HarmScene } from './harm-scene.ts';
import { HATE_AND_DRUG_SCENES } from './hate-and-drug-scenes.ts';
import { INJURY_AND_DEATH_SCENES } from './injury-and-death-scenes.ts';
import { SELF_HARM_AND_SEXUAL_SCENES } from './self-harm-and-sexual-scenes.ts';
import { VIOLENCE_SCENES } from './violence-scenes.ts';

export type { HarmScene } from './harm-scene.ts';

export const HARM_SCENES: readonly HarmScene[] = [
  ...VIOLENCE_SCENES,
  ...INJURY_AND_DEATH_SCENES,
  ...SELF_HARM_AND_SEXUAL_SCENES,
  ...HATE_AND_DRUG_SCENES,
  ...DANGER_SCENES,
];

/** The scenes compiled over normalised text, matched on word boundaries within one sentence. */
export const COMPILED_SCENES = HARM_SCENES.map((scene) => {
  const gap = `(?:[^.!?\\s]+ ){0,${scene.gap ?? 0}}?`;
  const body = scene.kinds.map((kind) => `(?:${kind})`).join(` ${gap}`);
  return { ...scene, pattern: new RegExp(`(?<![a-z0-9'])${body}(?![a-z0-9])`) };
});
