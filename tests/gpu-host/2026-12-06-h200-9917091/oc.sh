#!/usr/bin/env bash
# octave-cli with the tree's src and inst on the path, evaluating $1
exec octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); $1"
