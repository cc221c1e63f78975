window.__TIS_CONFIG__ = window.__TIS_CONFIG__ || {};
