// Sections, columns and piece tables hold pieces of their own, which they show with the list viewer that shows
// them (Pieces.tsx hands itself down as a prop), so a container never imports the list that imports it.
import type { Piece } from '@brickyard/core';
import type { ComponentType } from 'react';

/** The viewer of a list of pieces, as a container piece receives it. */
export type PiecesList = ComponentType<{ pieces: readonly Piece[] }>;
