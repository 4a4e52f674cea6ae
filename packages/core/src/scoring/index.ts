// Scoring core (Racing Rules of Sailing Appendix A, time-on-time handicaps): see issue 4.
export {};
