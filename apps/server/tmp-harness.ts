import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, basename } from 'node:path';
import { scoreSeries, type SeriesRace } from '@segla/core';
import { decodeBlw, parseBlw } from './src/modules/sailwave/blw-file.ts';
import { planSailwaveImport } from './src/modules/sailwave/sailwave-plan.ts';

const root = '/work/shared/conformance/sailwave';
const files: string[] = [];
const walk = (d: string) => { for (const f of readdirSync(d)) { const p = join(d, f); if (statSync(p).isDirectory()) walk(p); else if (p.endsWith('.blw')) files.push(p); } };
walk(root);
const only = process.argv[2];
for (const path of files) {
  if (only && !path.includes(only)) continue;
  const file = parseBlw(decodeBlw(readFileSync(path))!);
  const plan = planSailwaveImport(file, basename(path));
  const key = (c: { sail_number: string; boat_name: string; name: string }) => `${c.sail_number}|${c.boat_name}|${c.name}`;
  const races: SeriesRace[] = plan.sailings.map((s, i) => ({
    id: String(i),
    fleets: s.groups.map((g) => ({
      fleet: g.name, handicap: g.handicap === 'srs' ? 'time_on_time' : 'scratch', startTime: g.start_time,
      entries: g.competitors.map((c) => ({ boat: key(c), ...(c.code === "DPI" ? { penalties: [{ code: "DPI", points: c.code_points ?? 1 }] } : {}), rating: c.rating, finishTime: c.finish_time ?? (c.elapsed_time != null && g.start_time ? fmt(sec(g.start_time) + c.elapsed_time) : null), position: c.finish_position, code: (c.code && !['ZFP','SCP','DPI'].includes(c.code) ? c.code : null) as never, penalties: c.code && ['ZFP','SCP'].includes(c.code) && (c.finish_time || c.elapsed_time != null || c.finish_position) ? [{ code: c.code as 'SCP' }] : undefined, ...(c.code === 'RDG' ? { redress: c.redress_method === 'stated' ? { method: 'stated', points: c.code_points ?? 0 } : { method: 'all_races' } } : {}) })),
    })).filter((f) => f.entries.length > 0),
  }));
  console.log(`== ${path.replace(root + '/', '')}: ${plan.sailings.length} races, settings ${JSON.stringify(plan.series)}`);
  for (const w of plan.warnings) console.log('   ! ' + w);
  let result;
  try {
    result = scoreSeries({ races, discards: { kind: 'thresholds', thresholds: plan.series.discard_thresholds }, rulesEdition: plan.series.rules_edition, dnfScoring: plan.series.dnf_scoring, roundCorrected: plan.series.round_corrected });
  } catch (e) { console.log('   scoring failed', (e as Error).message); continue; }
  for (const fleet of plan.fleets) {
    const rows = result.fleets.find((f) => f.fleet === fleet.name)?.rows ?? [];
    const sw = file.competitors.filter((c) => (c.fields.get('compfleet') ?? '').trim() === fleet.name && c.fields.get('compexclude') !== '1' && c.fields.has('comprank'));
    let ok = 0; const bad: string[] = [];
    for (const c of sw) {
      const k = `${(c.fields.get('compsailno') ?? '').trim()}|${(c.fields.get('compboat') ?? '').trim()}|`;
      const row = rows.find((r) => r.boat.startsWith(k));
      const rank = Number(c.fields.get('comprank')); const nett = Number(c.fields.get('compnett'));
      if (row && row.rank === rank && Math.abs(row.net - nett) < 1e-9) ok++;
      else bad.push(`${k} sw ${rank}/${nett} ours ${row?.rank}/${row?.net}`);
    }
    console.log(`   ${fleet.name} (${fleet.handicap}): ${ok}/${sw.length}` + (bad.length ? '\n      ' + bad.slice(0, 6).join('\n      ') : ''));
  }
}
function sec(t: string) { const [h, m, s] = t.split(':').map(Number); return h! * 3600 + m! * 60 + (s ?? 0); }
function fmt(n: number) { n = ((n % 86400) + 86400) % 86400; const p = (x: number) => String(x).padStart(2, '0'); return `${p(Math.floor(n / 3600))}:${p(Math.floor(n % 3600 / 60))}:${p(n % 60)}`; }
// per-race debug
const dbg = process.argv[3];
if (dbg) {
  const path = files.find((p) => p.includes(only!))!;
  const file = parseBlw(decodeBlw(readFileSync(path))!);
  const plan = planSailwaveImport(file, basename(path));
  const comp = file.competitors.find((c) => (c.fields.get('compsailno') ?? '').trim() === dbg && (!process.argv[4] || c.fields.get('compfleet') === process.argv[4]))!;
  const races = [...file.races].sort((a, b) => Number(a.fields.get('racerank')) - Number(b.fields.get('racerank')));
  for (const [i, race] of races.entries()) {
    const r = file.results.get(`${comp.handle}|${race.handle}`);
    const g = plan.sailings[i]!.groups.find((g) => g.name === comp.fields.get('compfleet'));
    const pc = g?.competitors.find((c) => c.sail_number === dbg);
    console.log(i, 'sw', r?.get('rpts'), r?.get('rcod') ?? '', 'type', r?.get('rrestyp'), 'recpos', r?.get('rrecpos'), 'disc', r?.get('rdisc'), '| plan', JSON.stringify(pc && { p: pc.finish_position, f: pc.finish_time, c: pc.code }), 'n', g?.competitors.length);
  }
}
