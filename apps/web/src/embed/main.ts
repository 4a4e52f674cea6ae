import './embed.css';
import { boardSlug, startBoard } from './board.ts';

// The embeddable board's own entry (embed.html, decision 0035): no React, no Mantine, no app.
const root = document.getElementById('embed');
if (root) startBoard({ root, slug: boardSlug(window.location.pathname) });
